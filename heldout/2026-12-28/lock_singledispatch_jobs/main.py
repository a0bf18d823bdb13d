import jobs
from service import service


def main(path="jobs.csv", workers=2):
    for job in jobs.load(path):
        print(type(job).__name__, service(job, workers))


if __name__ == "__main__":
    main()
