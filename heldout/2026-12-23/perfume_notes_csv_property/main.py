import bottling
from formula import Formula


def main():
    formula = Formula("notes.csv")
    print(f"sillage {formula.profile.trace():.1f} from {len(formula.notes)} notes")
    bottling.fill_batch(formula)


if __name__ == "__main__":
    main()
