"""Weekly condition reports for objects on loan."""
import reports

print("building condition reports ...")
for obj, fading in reports.build_all():
    print(f"{obj:10s} light-fading index {fading:.3f}")
