import torch

from tasks import simulate_cohort

PARAMS, PATIENTS, DOSES = 256, 512, 256


def fit_covariance(n):
    g = torch.Generator().manual_seed(0)
    a = torch.rand(n, n, generator=g)
    cov = a @ a.T + n * torch.eye(n)
    return torch.linalg.cholesky(cov)


def main():
    chol = fit_covariance(PARAMS)
    print("log det", round(float(2 * chol.diagonal().log().sum()), 1))
    handles = [simulate_cohort(c, PATIENTS, DOSES) for c in (1, 2)]
    for h in handles:
        h.join()


if __name__ == "__main__":
    main()
