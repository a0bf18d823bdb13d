import mash
from prefetch import ProfilePrefetcher

RESTS, RECIPES, MINUTES = 2000, 2000, 500


def main():
    prefetch = ProfilePrefetcher(RESTS, MINUTES).start()
    activity = mash.enzyme_activity(RECIPES, MINUTES)
    profiles = prefetch.result()
    print("best recipe", int(activity.argmax()), "rests above 62C", int((profiles > 0.5).sum()))


if __name__ == "__main__":
    main()
