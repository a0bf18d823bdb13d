from config import GradingConfig
import grading

if __name__ == "__main__":
    cfg = GradingConfig()
    centroids = grading.fit_size_chart(cfg)
    report = grading.grade_collections(cfg, centroids)
    for collection, fit_error in report:
        print(f"{collection}: fit error {fit_error:.4f}")
