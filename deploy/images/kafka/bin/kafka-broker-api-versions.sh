#!/bin/sh
# The broker's API versions, as Kafka's own script of this name prints them (health check).
exec java -Xmx128m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp '/opt/kafka/libs/*' org.apache.kafka.tools.BrokerApiVersionsCommand "$@"
