import pytest

from inikit import parse

SAMPLE = """\
# Configuration of the ingest worker
[DEFAULT]
base_dir = /srv/app
timeout = 30
debug = off

[server]
host = 0.0.0.0
port = 8080   ; the public port
workers = 4
log_file = ${base_dir}/log/server.log
debug = on

[database]
url = postgres://db.internal:5432/app
pool_size = 10
replicas = db1.internal, db2.internal,
    db3.internal
password = s3cr3t$$pa55

[paths]
data = ${base_dir}/data
cache = ${paths:data}/cache
archive = ${cache}/archive
"""


@pytest.fixture
def sample_text():
    return SAMPLE


@pytest.fixture
def cfg():
    return parse(SAMPLE)
