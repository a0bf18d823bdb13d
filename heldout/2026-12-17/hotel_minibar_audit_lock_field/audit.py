import multiprocessing as mp

AUDIT_CTX = mp.get_context("forkserver")


def audit_floor(floor, ledger):
    for room in range(floor * 100 + 1, floor * 100 + 4):
        ledger.record(room, ["water", "crisps"])


def audit_floors(floors, ledger):
    procs = [AUDIT_CTX.Process(target=audit_floor, args=(f, ledger)) for f in floors]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
