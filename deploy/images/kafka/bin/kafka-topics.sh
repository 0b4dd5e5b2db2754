#!/bin/sh
# Kafka's topic tool, as Kafka's own script of this name runs it.
exec java -Xmx256m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp '/opt/kafka/libs/*' org.apache.kafka.tools.TopicCommand "$@"
