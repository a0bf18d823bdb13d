from plan import FeedingPlan


def main():
    plan = FeedingPlan.from_config("feeding.toml")
    for enclosure, kg in plan.distribute().items():
        print(f"{enclosure:14} {kg} kg/day")


if __name__ == "__main__":
    main()
