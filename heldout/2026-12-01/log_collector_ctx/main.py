from ctx import SPAWN
from logbus import LOG_QUEUE, drain
from worker import produce

if __name__ == "__main__":
    procs = [SPAWN.Process(target=produce, args=(r, LOG_QUEUE)) for r in range(2)]
    for p in procs:
        p.start()
    for line in drain(len(procs)):
        print(line)
    for p in procs:
        p.join()
