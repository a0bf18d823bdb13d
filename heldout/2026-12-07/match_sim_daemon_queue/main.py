from simulate import simulate_seasons
from trainer import OutcomeModel, Trainer

FEATURES, BATCH = 128, 512


def main():
    model = OutcomeModel(FEATURES)
    losses = list(Trainer(model, BATCH).steps(3))
    print("final loss", round(losses[-1], 3))
    print(simulate_seasons(model, seasons=[2023, 2024], n_matches=4096))


if __name__ == "__main__":
    main()
