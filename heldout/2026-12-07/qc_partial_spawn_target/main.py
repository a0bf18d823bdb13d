from inspect_line import inspect_parts
from measure import make_checker


def main():
    checker = make_checker(nominal=25.0, tol=0.05)
    print("passed", inspect_parts(checker, list(range(200))))


if __name__ == "__main__":
    main()
