import multiprocessing as mp

_fork = mp.get_context("fork")


def send_async(fmt, rows):
    """Render and 'send' notices in a child so the till never blocks."""
    p = _fork.Process(target=lambda: [print(fmt(r), flush=True) for r in rows], name="notifier")
    p.start()
    return p
