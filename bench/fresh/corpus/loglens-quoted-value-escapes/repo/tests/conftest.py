import pytest

from loglens import parse_lines

SAMPLE = [
    'ts=2026-03-01T10:00:00Z level=info msg="service started" service=api port=8080',
    'ts=2026-03-01T10:00:01Z level=debug msg="cache warm" service=api entries=1200',
    'ts=2026-03-01T10:00:02Z level=warn msg="slow request" service=api path=/orders took=1.5s',
    'ts=2026-03-01T10:00:03Z level=error msg="upstream timeout" service=billing took=2s retry',
    'ts=2026-03-01T10:00:04Z level=info msg="request done" service=billing took=0.5s',
    'ts=2026-03-01T10:00:05Z level=trace msg="tick" service=api',
    'ts=2026-03-01T10:00:06Z level=warn msg="disk low" service=store free=512MB',
]


@pytest.fixture
def sample():
    return parse_lines(SAMPLE)
