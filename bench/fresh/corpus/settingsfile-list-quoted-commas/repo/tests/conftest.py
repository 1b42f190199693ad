import textwrap

import pytest

SAMPLE = textwrap.dedent(
    """\
    # site settings
    [defaults]
    root = /srv/app
    env = prod

    [paths]
    root = /data/${env}
    data = ${root}/files
    cache = ${data}/cache

    [server]
    host = example.org
    port = 8080
    timeout = 1m30s            ; read timeout
    upload_limit = 10MiB
    hosts = "a.example.org", b.example.org
    prompts = "> ", "$ "
    logdir = ${paths.data}/log
    banner = Welcome to ${host}
    price = $$5 per call
    motd = first line
        second line
    """
)


@pytest.fixture
def sample_text():
    return SAMPLE
