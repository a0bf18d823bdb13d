# weekly estimate script
import shop

for dial, hours in shop.estimate():
    print(f"{dial:9s} {hours} h")
