import pytest

from authtokens import InvalidClaim, TokenSigner


@pytest.fixture
def billing(clock, secret):
    return TokenSigner(secret, audience="billing", clock=clock)


@pytest.fixture
def issuer(clock, secret):
    return TokenSigner(secret, clock=clock)


def test_hidden_missing_audience_rejected(billing, issuer):
    with pytest.raises(InvalidClaim):
        billing.verify(issuer.sign({"sub": "bob", "scope": "read"}))


def test_hidden_null_or_empty_list_audience_rejected(billing, issuer):
    for aud in (None, []):
        with pytest.raises(InvalidClaim):
            billing.verify(issuer.sign({"sub": "bob", "aud": aud}))


def test_hidden_list_or_number_audience_without_verifier_rejected(billing, issuer):
    for aud in (["reports", "admin"], 42, {"name": "billing"}):
        with pytest.raises(InvalidClaim):
            billing.verify(issuer.sign({"sub": "bob", "aud": aud}))


def test_hidden_matching_audiences_accepted(billing, issuer):
    assert billing.verify(issuer.sign({"sub": "bob"}, audience="billing"))["sub"] == "bob"
    assert billing.verify(issuer.sign({"sub": "bob"}, audience=["reports", "billing"]))["sub"] == "bob"


def test_hidden_mismatching_string_audience_rejected(billing, issuer):
    for aud in ("reports", "", "Billing"):
        with pytest.raises(InvalidClaim):
            billing.verify(issuer.sign({"sub": "bob"}, audience=aud))


def test_hidden_verifier_without_audience_accepts_any(issuer):
    assert issuer.verify(issuer.sign({"sub": "bob"}))["sub"] == "bob"
    assert issuer.verify(issuer.sign({"sub": "bob"}, audience="reports"))["aud"] == "reports"
