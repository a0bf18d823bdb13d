import functools
import multiprocessing
import traceback

_REGISTRY = []


def _trampoline(fn, results):
    try:
        fn()
        results.put((fn.__name__, "PASS"))
    except Exception:
        results.put((fn.__name__, "FAIL\n" + traceback.format_exc()))


def isolated(fn):
    """Run the test in its own forked process so global torch state cannot leak between tests."""

    @functools.wraps(fn)
    def wrapper():
        results = multiprocessing.Queue()
        proc = multiprocessing.Process(target=_trampoline, args=(fn, results))
        proc.start()
        outcome = results.get()
        proc.join()
        return outcome

    _REGISTRY.append(wrapper)
    return wrapper


def run_all():
    return [test() for test in _REGISTRY]
