from scoring_job import ScoringJob


def main():
    for i, score in ScoringJob().run():
        print(f"worker {i}: {score}")


if __name__ == "__main__":
    main()
