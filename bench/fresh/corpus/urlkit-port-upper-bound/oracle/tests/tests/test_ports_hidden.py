import pytest

from urlkit import InvalidPort, join_url, normalize_url, parse_url, validate_port


def test_validate_port_accepts_the_top_of_the_range():
    assert validate_port(65535) == 65535
    assert validate_port("65535") == 65535


def test_with_port_65535():
    u = parse_url("https://tunnel.test/x").with_port(65535)
    assert str(u) == "https://tunnel.test:65535/x"
    assert u.effective_port == 65535


def test_normalize_and_join_keep_port_65535():
    assert normalize_url("HTTP://Tunnel.test:65535/a/../b") == "http://tunnel.test:65535/b"
    assert join_url("http://tunnel.test:65535/a/b", "../c") == "http://tunnel.test:65535/c"


def test_ports_above_the_range_are_rejected():
    for port in (65536, 65537, 70000, 99999, 1000000):
        with pytest.raises(InvalidPort, match="1..65535"):
            validate_port(port)
        with pytest.raises(InvalidPort):
            parse_url(f"http://h.test:{port}/")


def test_port_zero_and_non_numbers_rejected():
    for bad in (0, "0", "-1", "8o", True, 80.0):
        with pytest.raises(InvalidPort):
            validate_port(bad)


def test_ports_inside_the_range():
    assert [validate_port(p) for p in (1, "22", 443, 65534)] == [1, 22, 443, 65534]
