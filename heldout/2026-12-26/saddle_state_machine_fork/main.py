import csv

from states import TRANSITIONS


def run_job(job):
    state = job["state"]
    while state != "done":
        state = TRANSITIONS[state](job)
    return job


def main():
    with open("jobs.csv", newline="") as f:
        for job in csv.DictReader(f):
            print(job["job"], run_job(job)["status"])


if __name__ == "__main__":
    main()
