def lay(n, orders):
    stone, courses = orders.get()
    print(f"mason {n}: {courses} courses of {stone}", flush=True)


def start_masons(yard):
    ctx = yard.context
    procs = [ctx.Process(target=lay, args=(n, yard.orders)) for n in range(len(yard.rows))]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
