from survey import FieldSurvey

if __name__ == "__main__":
    with FieldSurvey(workers=2) as survey:
        density = survey.kernel_density(points=20_000)
        print("peak find density:", round(density, 3))
        for transect, score in survey.score_transects(["T1", "T2", "T3", "T4"]):
            print(f"{transect}: magnetometry anomaly {score:.4f}")
