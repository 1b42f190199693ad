import threading


def run_with_timeout(fn, timeout=5.0):
    """Run *fn* in a daemon thread; fail the test if it has not returned after *timeout*."""
    result, error = [], []

    def target():
        try:
            result.append(fn())
        except BaseException as exc:  # surfaced to the test below
            error.append(exc)

    t = threading.Thread(target=target, daemon=True)
    t.start()
    t.join(timeout)
    assert not t.is_alive(), "the call did not return (deadlock?)"
    if error:
        raise error[0]
    return result[0]


def flaky(failures, exc=RuntimeError):
    """A function that raises *exc* the first *failures* times it is called, then returns 'ok'."""
    calls = []

    def fn():
        calls.append(1)
        if len(calls) <= failures:
            raise exc(f"failure {len(calls)}")
        return "ok"

    fn.calls = calls
    return fn
