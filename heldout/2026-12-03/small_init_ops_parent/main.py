from init import init_weights, summarize
from workers import project_all


def main():
    w1, w2 = init_weights()
    print(summarize(w1, w2))
    for seed, value in project_all(w2, range(4)):
        print(seed, value)


if __name__ == "__main__":
    main()
