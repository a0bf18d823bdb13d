from cli import configure, parse_args
from tests_stats import run_tests

ARMS = [(120, 1000, 140, 1000), (300, 5000, 290, 5000)]


def main():
    args = parse_args()
    configure(args)
    print(run_tests(ARMS, args.workers))


if __name__ == "__main__":
    main()
