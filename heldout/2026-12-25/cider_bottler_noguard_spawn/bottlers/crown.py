import multiprocessing


def _cap(crate, bottles):
    print(f"crate {crate}: {bottles} crowns", flush=True)


def bottle(context, crates, bottles):
    ctx = multiprocessing.get_context(context)
    workers = [ctx.Process(target=_cap, args=(n, bottles)) for n in range(crates)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    failed = [w.exitcode for w in workers if w.exitcode]
    if failed:
        raise SystemExit(f"bottling failed, exit codes {failed}")
