import os
import pickle


def run_forked(fn, items):
    """Run fn(item) in one forked child per item; results come back over pipes."""
    children = []
    for item in items:
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(r)
            try:
                payload = pickle.dumps(("ok", fn(item)))
            except Exception as exc:
                payload = pickle.dumps(("err", repr(exc)))
            with os.fdopen(w, "wb") as out:
                out.write(payload)
            os._exit(0)
        os.close(w)
        children.append((pid, r))
    results = []
    for pid, r in children:
        with os.fdopen(r, "rb") as inp:
            results.append(pickle.loads(inp.read()))
        os.waitpid(pid, 0)
    return results
