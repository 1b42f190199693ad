import pytest

from urlkit import InvalidHost, InvalidPort, host_matches, is_ip_address, validate_host, validate_port


def test_validate_host_canonical_form():
    assert validate_host("API.Example.com.") == "api.example.com"
    assert validate_host("127.0.0.1") == "127.0.0.1"
    assert validate_host("[::1]") == "[::1]"


def test_invalid_hosts():
    for host in ["", "-bad.com", "a..b", "x" * 64 + ".com", "300.1.1.1", "[::zz]"]:
        with pytest.raises(InvalidHost):
            validate_host(host)


def test_validate_port():
    assert validate_port("8080") == 8080
    assert validate_port(1) == 1
    with pytest.raises(InvalidPort):
        validate_port(0)
    with pytest.raises(InvalidPort):
        validate_port("+80")


def test_is_ip_address():
    assert is_ip_address("10.0.0.1")
    assert is_ip_address("[fe80::1]")
    assert not is_ip_address("fe80::1")
    assert not is_ip_address("example.com")


def test_host_patterns():
    assert host_matches("example.com", "example.com")
    assert host_matches("Example.COM.", "example.com")
    assert not host_matches("www.example.com", "example.com")
    assert host_matches("www.example.com", ".example.com")
    assert host_matches("example.com", ".example.com")
    assert host_matches("a.b.example.com", "*.example.com")
    assert not host_matches("example.com", "*.example.com")
    assert host_matches("anything.test", "*")
