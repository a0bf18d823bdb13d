"""Run the hat jobs by priority."""
from pathlib import Path

import jobs
import work


def main():
    heap = jobs.load(Path(__file__).with_name("jobs.csv"))
    for priority, seq, job, size, width in jobs.drain(heap):
        print(priority, job, work.JOBS[job](size, width))


if __name__ == "__main__":
    main()
