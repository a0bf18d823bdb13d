from cleaners import pipeline
from runner import run_in_child

LINES = ["Visit  https://example.com  now", "ﬁne   print", "plain text"]


def main():
    clean = pipeline(["nfkc", "urls", "space"])
    for line in run_in_child(clean, LINES):
        print(repr(line))


if __name__ == "__main__":
    main()
