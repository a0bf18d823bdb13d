import bus
from districts import start_watchers

DMA = {"DMA-north": 120, "DMA-docks": 80, "DMA-old-town": 200}

if __name__ == "__main__":
    procs = start_watchers(DMA)
    for name, n in sorted(bus.drain(len(procs))):
        print(f"{name}: {n} loggers above night-flow threshold")
    for p in procs:
        p.join()
