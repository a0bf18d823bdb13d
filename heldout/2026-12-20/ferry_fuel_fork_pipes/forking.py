import json
import os


def run_forked(tasks, fn):
    """Run fn(*args) for each task in a forked child; collect JSON lines over pipes."""
    readers = {}
    for key, args in tasks.items():
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(r)
            try:
                payload = json.dumps({"key": key, "value": fn(*args)})
            except Exception as exc:  # report, never fall through into the parent's code
                payload = json.dumps({"key": key, "error": repr(exc)})
            os.write(w, payload.encode())
            os._exit(0)
        os.close(w)
        readers[pid] = r
    results = {}
    for pid, r in readers.items():
        chunks = []
        while True:
            chunk = os.read(r, 4096)
            if not chunk:
                break
            chunks.append(chunk)
        os.close(r)
        os.waitpid(pid, 0)
        msg = json.loads(b"".join(chunks))
        results[msg["key"]] = msg.get("value", msg.get("error"))
    return results
