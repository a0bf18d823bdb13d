from campaign import FlowTestCampaign
from hydrants import flow_test, network_summary

BLOCKS, HYDRANTS_PER_BLOCK, SAMPLES = 6, 2000, 120
LAST_YEAR_BLOCK = 99


def report(label, summary):
    worst_z, low = summary
    print(f"{label}: worst residual-pressure z-score {worst_z:.2f}; {low} hydrants under 40 psi")


if __name__ == "__main__":
    report("this year", FlowTestCampaign(BLOCKS, HYDRANTS_PER_BLOCK, SAMPLES).run())
    report("last year", network_summary([flow_test(LAST_YEAR_BLOCK, HYDRANTS_PER_BLOCK, SAMPLES)]))
