from semverkit import Range, max_satisfying, satisfies


def test_hidden_caret_zero_major_locks_minor():
    assert satisfies("0.2.3", "^0.2.3")
    assert satisfies("0.2.99", "^0.2.3")
    assert not satisfies("0.3.0", "^0.2.3")
    assert not satisfies("0.9.1", "^0.2.3")
    assert satisfies("0.1.9", "^0.1")
    assert not satisfies("0.2.0", "^0.1")
    assert not satisfies("0.6.0", "^0.5.0")


def test_hidden_caret_zero_zero_locks_patch():
    assert satisfies("0.0.3", "^0.0.3")
    assert not satisfies("0.0.4", "^0.0.3")
    assert not satisfies("0.1.0", "^0.0.3")


def test_hidden_caret_zero_zero_partial():
    assert satisfies("0.0.9", "^0.0")
    assert not satisfies("0.1.0", "^0.0")
    assert not satisfies("0.1.0", "^0.0.x")


def test_hidden_caret_zero_str():
    assert str(Range("^0.2.3")) == ">=0.2.3 <0.3.0"
    assert str(Range("^0.0.3")) == ">=0.0.3 <0.0.4"
    assert str(Range("^0.0")) == ">=0.0.0 <0.1.0"


def test_hidden_max_satisfying_zero_major():
    assert str(max_satisfying(["0.2.3", "0.2.7", "0.3.0", "1.0.0"], "^0.2.0")) == "0.2.7"


def test_hidden_caret_nonzero_major():
    assert satisfies("1.9.9", "^1.2.3")
    assert not satisfies("2.0.0", "^1.2.3")
    assert satisfies("2.9.9", "^2")
    assert not satisfies("3.0.0", "^2")
    assert str(Range("^1.2")) == ">=1.2.0 <2.0.0"


def test_hidden_caret_bare_zero():
    assert satisfies("0.9.9", "^0")
    assert not satisfies("1.0.0", "^0")
    assert satisfies("0.5.0", "^0.x")
    assert str(Range("^0")) == ">=0.0.0 <1.0.0"


def test_hidden_caret_keeps_prerelease_lower_bound():
    assert satisfies("1.2.3-beta.4", "^1.2.3-beta.2")
    assert not satisfies("1.2.3-beta.1", "^1.2.3-beta.2")
    assert str(Range("^1.2.3-beta.2")) == ">=1.2.3-beta.2 <2.0.0"


def test_hidden_caret_zero_prerelease():
    assert satisfies("0.0.3-rc.2", "^0.0.3-rc.1")
    assert satisfies("0.0.3", "^0.0.3-rc.1")


def test_hidden_tilde_on_zero_major():
    assert satisfies("0.2.9", "~0.2.3")
    assert not satisfies("0.3.0", "~0.2.3")
