import multiprocessing as mp

from tracks import home_range

COLLARS = {4411: 2000, 4412: 1800, 4420: 2400}  # collar id -> GPS fixes this season

if __name__ == "__main__":
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=home_range, args=(cid, n)) for cid, n in COLLARS.items()]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    print("exit codes:", [p.exitcode for p in procs])
