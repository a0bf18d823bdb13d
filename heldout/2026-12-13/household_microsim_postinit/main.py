from population import Population
from projection import project

SCENARIO = {"persons": 400000, "growth": 0.018, "years": range(2027, 2031)}

if __name__ == "__main__":
    pop = Population(SCENARIO["persons"], seed=3)
    print(f"median income {float(pop.income.median()):.0f}")
    for year, rate in project(pop, SCENARIO["years"], SCENARIO["growth"]).items():
        print(year, f"low-income rate {rate:.3%}")
