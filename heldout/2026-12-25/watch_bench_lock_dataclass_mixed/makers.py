def fit_screws(n, screws, loupe):
    with loupe:
        print(f"watchmaker {n} fitted {screws} screws", flush=True)


def staff(bench):
    ctx = bench.context
    procs = [ctx.Process(target=fit_screws, args=(n, bench.screws, bench.loupe))
             for n in range(bench.watchmakers)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
