from service import ProofService
from proofs import load_proofs


if __name__ == "__main__":
    with ProofService(workers=2) as svc:
        proofs = load_proofs(count=4, size=192)
        print(svc.publish(proofs))
