from budget import inflation_index
from workers import BudgetWorkers

CATEGORIES = ["venue", "florals"]
QUOTES = 250_000


def main():
    pool = BudgetWorkers(len(CATEGORIES)).start()
    infl = inflation_index()
    print(f"vendor inflation index {infl:.3f}")
    for cat, cost in pool.run([(c, QUOTES, infl) for c in CATEGORIES]):
        print(f"{cat}: typical quote {cost:.2f}")


if __name__ == "__main__":
    main()
