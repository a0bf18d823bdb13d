from detector import baseline_profile
from workers import score_sites


def main():
    profile = baseline_profile(sites=2048, hours=512)
    print("baseline peak:", round(float(profile.max()), 3))
    print("anomalous sites:", score_sites(profile, shards=2))


if __name__ == "__main__":
    main()
