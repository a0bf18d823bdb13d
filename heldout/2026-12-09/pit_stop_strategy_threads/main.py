from evaluate import rank_strategies
from race import RaceModel, Strategy

STRATEGIES = [Strategy("one-stop", 1, 0.05), Strategy("two-stop", 2, 0.03), Strategy("three-stop", 3, 0.02)]


def main():
    model = RaceModel(laps=58, n_sims=20_000)
    baseline = model.expected_total(Strategy("no-stop", 0, 0.08))
    print(f"baseline {baseline}")
    for name, total in rank_strategies(model, STRATEGIES):
        print(f"{name}: {total} s")


if __name__ == "__main__":
    main()
