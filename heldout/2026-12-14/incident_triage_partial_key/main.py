import triage
import calls

if __name__ == "__main__":
    incoming = calls.load_calls()
    for district, ranked in triage.rank_by_district(incoming, severity_key=lambda call: -call["severity"]):
        print(district, [c["id"] for c in ranked])
