import skills
from group import WorkerGroup
from matching import match_worker

if __name__ == "__main__":
    profiles = skills.candidate_profiles(n_candidates=20_000)
    print("profile norm:", round(float(profiles.norm()), 2))
    openings = ["backend", "data", "design", "ops"]
    with WorkerGroup(match_worker, size=2) as group:
        for opening in openings:
            group.tasks.put(opening)
        results = [group.results.get() for _ in openings]
    for opening, score in sorted(results):
        print(f"{opening}: best match {score:.3f}")
