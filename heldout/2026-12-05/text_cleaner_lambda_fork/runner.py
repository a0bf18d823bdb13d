import multiprocessing as mp


def run_in_child(fn, lines, ctx_name="fork"):
    ctx = mp.get_context(ctx_name)
    parent, child = ctx.Pipe()
    proc = ctx.Process(target=lambda: child.send([fn(line) for line in lines]))
    proc.start()
    cleaned = parent.recv()
    proc.join()
    return cleaned
