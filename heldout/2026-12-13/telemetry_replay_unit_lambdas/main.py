from replay import ReplayWorker

CHANNELS = [("ALT_BARO", "ft"), ("IAS", "kt"), ("EGT_1", "degC")]

if __name__ == "__main__":
    workers = [ReplayWorker(ch, unit, samples=8000) for ch, unit in CHANNELS]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
