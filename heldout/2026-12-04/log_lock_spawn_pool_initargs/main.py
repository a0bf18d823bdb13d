from logsetup import make_log_lock
from workers import run


def main():
    lock = make_log_lock()
    print(sorted(run(range(4), lock)))


if __name__ == "__main__":
    main()
