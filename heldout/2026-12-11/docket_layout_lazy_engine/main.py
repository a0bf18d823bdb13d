import docket
from batch import classify_batches


def main():
    docket.warm_start()
    statuses = classify_batches(n_batches=2, pages=256)
    print("batch statuses:", statuses)


if __name__ == "__main__":
    main()
