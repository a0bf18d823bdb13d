import torch

from audit import AuditPlan, audit_floor
from checks import Check


def main():
    plan = AuditPlan()
    reference = torch.rand(plan.draws_per_machine, generator=torch.Generator().manual_seed(0))
    print(f"reference chi2: {Check.UNIFORMITY.run(reference, plan.bins):.2f}")
    for machine_id, report in audit_floor(plan):
        print(machine_id, report)


if __name__ == "__main__":
    main()
