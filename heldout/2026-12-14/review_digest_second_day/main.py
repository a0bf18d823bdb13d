import torch.multiprocessing as mp

import digest
import reviews

if __name__ == "__main__":
    reporters = []
    for day, count in enumerate(reviews.DAILY_VOLUME):
        batch = reviews.fetch(day, count)
        sentiment = digest.summarize(batch)
        print(f"day {day}: {count} reviews, mean sentiment {sentiment:.3f}", flush=True)
        reporter = mp.Process(target=digest.write_report, args=(day, count))
        reporter.start()
        reporters.append(reporter)
        reporter.join()
    if any(r.exitcode for r in reporters):
        raise SystemExit("report writer failed")
