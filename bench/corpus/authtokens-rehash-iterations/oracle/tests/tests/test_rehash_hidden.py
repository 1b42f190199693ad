from authtokens import PasswordHash, needs_rehash


def _hash(iterations, algorithm="pbkdf2_sha256"):
    return PasswordHash(algorithm, iterations, b"0123456789abcdef", b"d" * 32).encode()


def test_hidden_fewer_iterations_with_fewer_digits():
    for stored, policy in [(9000, 10000), (99_999, 100_000), (999, 1000), (5, 10), (90_000, 600_000)]:
        assert needs_rehash(_hash(stored), iterations=policy), (stored, policy)


def test_hidden_malformed_four_field_hashes():
    for bad in ["pbkdf2_sha256$abc$c2FsdA$ZGln", "pbkdf2_sha256$1000$!!$??", "pbkdf2_sha256$1000$$"]:
        assert needs_rehash(bad, iterations=1000), bad


def test_hidden_stronger_hashes_with_more_digits_kept():
    for stored, policy in [(12000, 9000), (1_000_000, 600_000), (10000, 9999)]:
        assert not needs_rehash(_hash(stored), iterations=policy), (stored, policy)


def test_hidden_equal_or_same_width_stronger_hashes_kept():
    for stored, policy in [(20000, 10000), (600_000, 600_000), (1000, 1000)]:
        assert not needs_rehash(_hash(stored), iterations=policy), (stored, policy)


def test_hidden_algorithm_change_rehashed():
    assert needs_rehash(_hash(1000, "pbkdf2_sha512"), iterations=1000)
    assert needs_rehash(_hash(1000), iterations=1000, algorithm="pbkdf2_sha512")
    assert not needs_rehash(_hash(1000, "pbkdf2_sha512"), iterations=1000, algorithm="pbkdf2_sha512")


def test_hidden_unreadable_hashes_rehashed():
    for bad in ["garbage", "", None, "a$b$c"]:
        assert needs_rehash(bad, iterations=1000)
