from logbus import LOG_QUEUE, drain
from pool import start
from worker import produce

if __name__ == "__main__":
    procs = start(produce, 2, LOG_QUEUE)
    for line in drain(len(procs)):
        print(line)
    for p in procs:
        p.join()
